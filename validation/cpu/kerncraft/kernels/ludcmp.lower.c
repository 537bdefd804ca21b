// ludcmp, loop "lower": polybench.c l.455, w -= A[i][k]*A[k][j], k < j < i. RECTANGULARISED (j, k = 0 .. N-1).
double A[N][N];
double w;

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        for (int k = 0; k < N; k++)
            w -= A[i][k] * A[k][j];
