// deriche, loop "col_anticausal": h.54, i from W-1 down to 0; written ascending (see row_anticausal).
float imgOut[W][H];
float y2[W][H];
float a7;
float a8;
float b1;
float b2;
float tp1;
float tp2;
float yp1;
float yp2;

for (int j = 0; j < H; j++)
    for (int i = 0; i < W; i++) {
        y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
        tp2 = tp1;
        tp1 = imgOut[i][j];
        yp2 = yp1;
        yp1 = y2[i][j];
    }
