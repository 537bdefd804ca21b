// gemver, loop "rank2": polybench.c l.169.
double A[N][N];
double u1[N];
double v1[N];
double u2[N];
double v2[N];

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
