// cholesky, loop "row": polybench.c l.383, A[i][j] -= A[i][k]*A[j][k] for k < j < i.
// RECTANGULARISED (j, k = 0 .. N-1); A[i][j] /= A[j][j] after the k loop (O(N^2)) left out.
double A[N][N];

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        for (int k = 0; k < N; k++)
            A[i][j] -= A[i][k] * A[j][k];
