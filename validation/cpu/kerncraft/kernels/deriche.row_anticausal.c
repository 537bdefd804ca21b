// deriche, loop "row_anticausal": h.35, j from H-1 down to 0; written as an ascending j loop (Kerncraft takes
// only `<` conditions and non-negative index coefficients): same accesses, opposite order.
float imgIn[W][H];
float y2[W][H];
float a3;
float a4;
float b1;
float b2;
float xp1;
float xp2;
float yp1;
float yp2;

for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++) {
        y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
        xp2 = xp1;
        xp1 = imgIn[i][j];
        yp2 = yp1;
        yp1 = y2[i][j];
    }
