// mvt, loop "x2": polybench.c l.370 (j walks down column i of A).
double A[N][N];
double x2[N];
double y_2[N];

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        x2[i] = x2[i] + A[j][i] * y_2[j];
