// covariance, loop "cov": polybench.c l.132, cov[i][j] += data[k][i]*data[k][j] for j >= i.
// RECTANGULARISED (j = i .. M-1 -> 0 .. M-1): outer-index-dependent bounds are not accepted by Kerncraft.
double data[N][M];
double cov[M][M];

for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
        for (int k = 0; k < N; k++)
            cov[i][j] += data[k][i] * data[k][j];
