// correlation, loop "mean": calibration/polybench.c l.92, mean[j] += data[i][j] (i walks down column j).
// The O(M) mean[j] = 0 and mean[j] /= float_n around the i loop are left out, as in cpu_loops.
double data[N][M];
double mean[M];

for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
        mean[j] += data[i][j];
