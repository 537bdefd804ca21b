// correlation, loop "corr": polybench.c l.109, corr[i][j] += data[k][i]*data[k][j] for j > i.
// RECTANGULARISED: Kerncraft rejects loop bounds that depend on an outer index (j = i+1 .. M-1), so
// j runs over 0 .. M-1 here; the script applies the cycles per iteration to the triangular count.
double data[N][M];
double corr[M][M];

for (int i = 0; i < M - 1; i++)
    for (int j = 0; j < M; j++)
        for (int k = 0; k < N; k++)
            corr[i][j] += data[k][i] * data[k][j];
