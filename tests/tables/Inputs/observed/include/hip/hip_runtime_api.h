#pragma once
int hipKept(int a);
int hipChanged(unsigned int a);
int hipLogged(void* p);
int hipNew(int a);
typedef struct hipS { int b; int a; } hipS;
