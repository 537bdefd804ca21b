// gemm, loop "scale": polybench.c l.151, C[i][j] *= beta (in the source it sits inside the i loop, before
// the k loop; as its own nest here: Kerncraft takes one perfect loop nest per file).
double C[NI][NJ];
double beta;

for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
        C[i][j] *= beta;
