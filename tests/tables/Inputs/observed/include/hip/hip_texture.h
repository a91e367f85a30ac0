#pragma once
int hipTexture(int a);
