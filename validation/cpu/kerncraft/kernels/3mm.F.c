// 3mm, loop "F": polybench.c l.301.
double C[NJ][NM];
double D[NM][NL];
double F[NJ][NL];

for (int i = 0; i < NJ; i++)
    for (int j = 0; j < NL; j++)
        for (int k = 0; k < NM; k++)
            F[i][j] += C[i][k] * D[k][j];
