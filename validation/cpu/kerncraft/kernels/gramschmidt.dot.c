// gramschmidt, loop "dot": polybench.c l.425, j > k. RECTANGULARISED (j = 0 .. N-1).
double A[M][N];
double Q[M][N];
double R[N][N];

for (int k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
        for (int i = 0; i < M; i++)
            R[k][j] += Q[i][k] * A[i][j];
