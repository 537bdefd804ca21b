// 3mm, loop "G": polybench.c l.304.
double E[NI][NJ];
double F[NJ][NL];
double G[NI][NL];

for (int i = 0; i < NI; i++)
    for (int j = 0; j < NL; j++)
        for (int k = 0; k < NJ; k++)
            G[i][j] += E[i][k] * F[k][j];
