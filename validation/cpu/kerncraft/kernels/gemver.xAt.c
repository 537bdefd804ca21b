// gemver, loop "xAt": polybench.c l.172 (j walks down column i of A).
double A[N][N];
double x[N];
double y[N];
double beta;

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
        x[i] = x[i] + beta * A[j][i] * y[j];
