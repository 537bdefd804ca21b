// gramschmidt, loop "update": polybench.c l.426, j > k. RECTANGULARISED (j = 0 .. N-1).
double A[M][N];
double Q[M][N];
double R[N][N];

for (int k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
        for (int i = 0; i < M; i++)
            A[i][j] = A[i][j] - Q[i][k] * R[k][j];
