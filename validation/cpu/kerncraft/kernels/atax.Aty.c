// atax, loop "Aty": polybench.c l.320 (same i loop as Ax in the source; its own nest here).
double A[M][N];
double y[N];
double tmp[M];

for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
        y[j] = y[j] + A[i][j] * tmp[i];
