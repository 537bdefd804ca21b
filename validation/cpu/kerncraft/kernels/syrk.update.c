// syrk, loop "update": polybench.c l.246, j <= i. RECTANGULARISED (j = 0 .. N-1).
double A[N][M];
double C[N][N];
double alpha;

for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
        for (int j = 0; j < N; j++)
            C[i][j] += alpha * A[i][k] * A[j][k];
