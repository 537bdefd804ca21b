// ludcmp, loop "upper": polybench.c l.457, k < i <= j. RECTANGULARISED (j, k = 0 .. N-1).
double A[N][N];
double w;

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        for (int k = 0; k < N; k++)
            w -= A[i][k] * A[k][j];
