// 3mm, loop "E": polybench.c l.298.
double A[NI][NK];
double B[NK][NJ];
double E[NI][NJ];

for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
        for (int k = 0; k < NK; k++)
            E[i][j] += A[i][k] * B[k][j];
