// covariance, loop "mean": polybench.c l.125 (column walk); O(M) set-up and division left out.
double data[N][M];
double mean[M];

for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
        mean[j] += data[i][j];
