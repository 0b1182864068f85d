kk-name = Khans & Kings
