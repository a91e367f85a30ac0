#pragma once
struct Stream {
  int n;
};
