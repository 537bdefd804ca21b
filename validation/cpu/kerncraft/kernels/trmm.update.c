// trmm, loop "update": polybench.c l.262, k = i+1 .. M-1. RECTANGULARISED (k = 0 .. M-1);
// the O(M N) B[i][j] = alpha*B[i][j] after the k loop is left out.
double A[M][M];
double B[M][N];

for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
        for (int k = 0; k < M; k++)
            B[i][j] += A[k][i] * B[k][j];
