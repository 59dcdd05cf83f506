typedef int Pc;
typedef int Scanner;
