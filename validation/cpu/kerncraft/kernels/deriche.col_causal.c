// deriche, loop "col_causal": h.46 (i walks down column j).
float imgOut[W][H];
float y1[W][H];
float a5;
float a6;
float b1;
float b2;
float tm1;
float ym1;
float ym2;

for (int j = 0; j < H; j++)
    for (int i = 0; i < W; i++) {
        y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
        tm1 = imgOut[i][j];
        ym2 = ym1;
        ym1 = y1[i][j];
    }
