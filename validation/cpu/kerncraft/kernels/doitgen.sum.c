// doitgen, loop "sum": polybench.c l.352 (sum[p] = 0 before the s loop left out).
double A[NR][NQ][NP];
double C4[NP][NP];
double sum[NP];

for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
        for (int p = 0; p < NP; p++)
            for (int s = 0; s < NP; s++)
                sum[p] += A[r][q][s] * C4[s][p];
