// deriche, loop "row_causal": polybench_medley_stencils.h l.27 (float; recurrence through scalars xm1, ym1, ym2).
float imgIn[W][H];
float y1[W][H];
float a1;
float a2;
float b1;
float b2;
float xm1;
float ym1;
float ym2;

for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++) {
        y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
        xm1 = imgIn[i][j];
        ym2 = ym1;
        ym1 = y1[i][j];
    }
