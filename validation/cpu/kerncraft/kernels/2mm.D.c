// 2mm, loop "D": polybench.c l.284 (D[i][j] *= beta before the k loop left out).
double tmp[NI][NJ];
double C[NJ][NL];
double D[NI][NL];

for (int i = 0; i < NI; i++)
    for (int j = 0; j < NL; j++)
        for (int k = 0; k < NJ; k++)
            D[i][j] += tmp[i][k] * C[k][j];
