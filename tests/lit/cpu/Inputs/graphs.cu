#include <cstdio>

__global__ void addOne(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += 1;
}

void report(void *text) { printf("host node: %s\n", static_cast<const char *>(text)); }

int main() {
  const int n = 256;
  int *data;
  cudaMalloc(&data, n * sizeof(int));
  cudaStream_t stream;
  cudaStreamCreate(&stream);

  int first = -1, last = -1;
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  cudaStreamCaptureStatus status;
  cudaStreamIsCapturing(stream, &status);
  printf("capturing: %d\n", (int)status);
  cudaMemsetAsync(data, 0, n * sizeof(int), stream);
  for (int i = 0; i < 3; ++i)
    addOne<<<n / 64, 64, 0, stream>>>(data, n);
  cudaMemcpyAsync(&first, data, sizeof(int), cudaMemcpyDeviceToHost, stream);
  cudaMemcpyAsync(&last, data + n - 1, sizeof(int), cudaMemcpyDeviceToHost, stream);
  cudaLaunchHostFunc(stream, report, (void *)"after the copies");
  cudaGraph_t graph;
  cudaError_t e = cudaStreamEndCapture(stream, &graph);
  printf("end capture: %s, nothing ran: %d %d\n", cudaGetErrorName(e), first, last);

  size_t nodes = 0;
  cudaGraphGetNodes(graph, nullptr, &nodes);
  printf("nodes: %zu\n", nodes);
  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, graph, nullptr, nullptr, 0);
  cudaGraphDestroy(graph);
  for (int i = 0; i < 2; ++i) {
    e = cudaGraphLaunch(exec, stream);
    cudaStreamSynchronize(stream);
    printf("launch %d: %s %d %d\n", i, cudaGetErrorName(e), first, last);
  }
  cudaGraphExecDestroy(exec);

  // Explicit nodes: a kernel by its address, then a host function.
  cudaGraph_t built;
  cudaGraphCreate(&built, 0);
  int count = n;
  void *args[] = {&data, &count};
  // (Braces: the runner's built-in variables are macros, so a member
  // named gridDim cannot be written as one.)
  cudaKernelNodeParams kernel = {(void *)addOne, dim3(n / 64), dim3(64), 0, args, nullptr};
  cudaGraphNode_t kernelNode, hostNode;
  e = cudaGraphAddKernelNode(&kernelNode, built, nullptr, 0, &kernel);
  printf("kernel node: %s\n", cudaGetErrorName(e));
  count = 0; // The node copied the arguments.
  cudaHostNodeParams host = {report, (void *)"explicit"};
  cudaGraphAddHostNode(&hostNode, built, &kernelNode, 1, &host);
  cudaGraphInstantiate(&exec, built);
  cudaGraphLaunch(exec, stream);
  cudaMemcpy(&last, data + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
  printf("explicit: %d\n", last);

  printf("null stream: %s\n", cudaGetErrorName(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal)));
  printf("not capturing: %s\n", cudaGetErrorName(cudaStreamEndCapture(stream, &graph)));
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(built);
  return 0;
}
