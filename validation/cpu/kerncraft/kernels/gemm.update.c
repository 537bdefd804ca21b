// gemm, loop "update": polybench.c l.153.
double A[NI][NK];
double B[NK][NJ];
double C[NI][NJ];
double alpha;

for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
        for (int j = 0; j < NJ; j++)
            C[i][j] += alpha * A[i][k] * B[k][j];
