// gramschmidt, loop "norm": polybench.c l.419 (i walks down column k).
double A[M][N];
double nrm;

for (int k = 0; k < N; k++)
    for (int i = 0; i < M; i++)
        nrm += A[i][k] * A[i][k];
