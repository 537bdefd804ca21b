// gemver, loop "wAx": polybench.c l.177.
double A[N][N];
double w[N];
double x[N];
double alpha;

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        w[i] = w[i] + alpha * A[i][j] * x[j];
