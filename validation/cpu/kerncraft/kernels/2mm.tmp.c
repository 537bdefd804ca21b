// 2mm, loop "tmp": polybench.c l.281 (i-j-k order; tmp[i][j] = 0 before the k loop left out).
double tmp[NI][NJ];
double A[NI][NK];
double B[NK][NJ];
double alpha;

for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
        for (int k = 0; k < NK; k++)
            tmp[i][j] += alpha * A[i][k] * B[k][j];
