// correlation, loop "normalise": polybench.c l.103; sqrt(float_n) is loop-invariant (GCC hoists it): scalar sqrt_n.
double data[N][M];
double mean[M];
double stddev[M];
double sqrt_n;

for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
        data[i][j] -= mean[j];
        data[i][j] /= sqrt_n * stddev[j];
    }
