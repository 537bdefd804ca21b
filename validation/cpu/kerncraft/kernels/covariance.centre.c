// covariance, loop "centre": polybench.c l.127.
double data[N][M];
double mean[M];

for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
        data[i][j] -= mean[j];
