// mvt, loop "x1": polybench.c l.368.
double A[N][N];
double x1[N];
double y_1[N];

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        x1[i] = x1[i] + A[i][j] * y_1[j];
