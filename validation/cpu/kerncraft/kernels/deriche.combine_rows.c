// deriche, loop "combine_rows": h.41.
float imgOut[W][H];
float y1[W][H];
float y2[W][H];
float c1;

for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++)
        imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);
