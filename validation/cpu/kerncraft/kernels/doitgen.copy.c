// doitgen, loop "copy": polybench.c l.353, A[r][q][p] = sum[p].
double A[NR][NQ][NP];
double sum[NP];

for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
        for (int p = 0; p < NP; p++)
            A[r][q][p] = sum[p];
