// symm, loop "update": polybench.c l.210, k < i. RECTANGULARISED (k = 0 .. i-1 -> 0 .. M-1).
// temp2 is a scalar accumulator per (i, j); the final C[i][j] = ... (6 per (i, j)) is left out.
double A[M][M];
double B[M][N];
double C[M][N];
double alpha;
double temp2;

for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
        for (int k = 0; k < M; k++) {
            C[k][j] += alpha * B[i][j] * A[i][k];
            temp2 += B[k][j] * A[i][k];
        }
