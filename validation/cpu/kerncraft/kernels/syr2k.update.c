// syr2k, loop "update": polybench.c l.229, j <= i. RECTANGULARISED (j = 0 .. N-1).
double A[N][M];
double B[N][M];
double C[N][N];
double alpha;

for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
        for (int j = 0; j < N; j++)
            C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
