#include <hip/hip_runtime.h>
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
  hipMalloc(&data, n * sizeof(int));
  hipStream_t stream;
  hipStreamCreate(&stream);

  int first = -1, last = -1;
  hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal);
  hipStreamCaptureStatus status;
  hipStreamIsCapturing(stream, &status);
  printf("capturing: %d\n", (int)status);
  hipMemsetAsync(data, 0, n * sizeof(int), stream);
  for (int i = 0; i < 3; ++i)
    addOne<<<n / 64, 64, 0, stream>>>(data, n);
  hipMemcpyAsync(&first, data, sizeof(int), hipMemcpyDeviceToHost, stream);
  hipMemcpyAsync(&last, data + n - 1, sizeof(int), hipMemcpyDeviceToHost, stream);
  hipLaunchHostFunc(stream, report, (void *)"after the copies");
  hipGraph_t graph;
  hipError_t e = hipStreamEndCapture(stream, &graph);
  printf("end capture: %s, nothing ran: %d %d\n", hipGetErrorName(e), first, last);

  size_t nodes = 0;
  hipGraphGetNodes(graph, nullptr, &nodes);
  printf("nodes: %zu\n", nodes);
  hipGraphExec_t exec;
  hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0);
  hipGraphDestroy(graph);
  for (int i = 0; i < 2; ++i) {
    e = hipGraphLaunch(exec, stream);
    hipStreamSynchronize(stream);
    printf("launch %d: %s %d %d\n", i, hipGetErrorName(e), first, last);
  }
  hipGraphExecDestroy(exec);

  // Explicit nodes: a kernel by its address, then a host function.
  hipGraph_t built;
  hipGraphCreate(&built, 0);
  int count = n;
  void *args[] = {&data, &count};
  // (Braces, in HIP's order of the members: the runner's built-in
  // variables are macros, so a member named gridDim cannot be written.)
  hipKernelNodeParams kernel = {dim3(64), nullptr, (void *)addOne, dim3(n / 64), args, 0};
  hipGraphNode_t kernelNode, hostNode;
  e = hipGraphAddKernelNode(&kernelNode, built, nullptr, 0, &kernel);
  printf("kernel node: %s\n", hipGetErrorName(e));
  count = 0; // The node copied the arguments.
  hipHostNodeParams host = {report, (void *)"explicit"};
  hipGraphAddHostNode(&hostNode, built, &kernelNode, 1, &host);
  hipGraphInstantiateWithFlags(&exec, built, 0);
  hipGraphLaunch(exec, stream);
  hipMemcpy(&last, data + n - 1, sizeof(int), hipMemcpyDeviceToHost);
  printf("explicit: %d\n", last);

  printf("null stream: %s\n", hipGetErrorName(hipStreamBeginCapture(0, hipStreamCaptureModeGlobal)));
  printf("not capturing: %s\n", hipGetErrorName(hipStreamEndCapture(stream, &graph)));
  hipGraphExecDestroy(exec);
  hipGraphDestroy(built);
  return 0;
}
