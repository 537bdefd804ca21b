// deriche, loop "combine_cols": h.60.
float imgOut[W][H];
float y1[W][H];
float y2[W][H];
float c2;

for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++)
        imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
