// gesummv, loop "matvec2": polybench.c l.192; the O(N) set-up and final y[i] = alpha*tmp + beta*y are left out.
double A[N][N];
double B[N][N];
double tmp[N];
double x[N];
double y[N];

for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
        tmp[i] = A[i][j] * x[j] + tmp[i];
        y[i] = B[i][j] * x[j] + y[i];
    }
