// atax, loop "Ax": polybench.c l.319.
double A[M][N];
double x[N];
double tmp[M];

for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
        tmp[i] = tmp[i] + A[i][j] * x[j];
