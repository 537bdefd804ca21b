// gramschmidt, loop "normalise": polybench.c l.421.
double A[M][N];
double Q[M][N];
double R[N][N];

for (int k = 0; k < N; k++)
    for (int i = 0; i < M; i++)
        Q[i][k] = A[i][k] / R[k][k];
