// lu, loop "lower": polybench.c l.439, k < j < i. RECTANGULARISED (j, k = 0 .. N-1).
double A[N][N];

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        for (int k = 0; k < N; k++)
            A[i][j] -= A[i][k] * A[k][j];
