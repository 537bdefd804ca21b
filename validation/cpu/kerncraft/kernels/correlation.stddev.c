// correlation, loop "stddev": polybench.c l.98 (column walk); the O(M) sqrt/normalisation after it is left out.
double data[N][M];
double mean[M];
double stddev[M];

for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
        stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
