// cholesky, loop "diag": polybench.c l.384, A[i][i] -= A[i][k]*A[i][k] for k < i. RECTANGULARISED (k = 0 .. N-1).
double A[N][N];

for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
        A[i][i] -= A[i][k] * A[i][k];
