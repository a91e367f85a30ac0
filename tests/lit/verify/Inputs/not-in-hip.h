// Declares what the port's compiler (Inputs/fake-hipcc) rejects.
float notInHipScale(float x);
