/**
 * title: Run a compute shader with WebGPU
 * description: Square a list of numbers on the GPU with a WGSL compute shader, using storage buffers and reading the result back.
 * category: web-apis
 * check: typecheck Needs a GPU (or a software WebGPU adapter), which the site's checker does not assume.
 * keywords: WebGPU, GPU, compute shader, WGSL, navigator.gpu, GPUBuffer, GPGPU
 */

// `navigator.gpu.requestAdapter()` picks a GPU; it resolves to `null` when there is none. The
// device is the handle everything else is created from.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) {
  console.log("no WebGPU adapter on this machine");
  Deno.exit(0);
}
const device = await adapter.requestDevice();

// The shader, in WGSL. Each invocation handles one element: `global_invocation_id.x` is its
// index. Work is dispatched in workgroups of 32 invocations, and the
// invocations past the end of the array return at once.
const shader = device.createShaderModule({
  code: `
    @group(0) @binding(0) var<storage, read_write> values: array<f32>;

    @compute @workgroup_size(32)
    fn square(@builtin(global_invocation_id) gid: vec3<u32>) {
      let i = gid.x;
      if (i >= arrayLength(&values)) { return; }
      values[i] = values[i] * values[i];
    }
  `,
});

// Input goes into a storage buffer the shader can read and write. The GPU cannot hand a storage
// buffer to JavaScript directly, so a second buffer with `MAP_READ` receives a copy of the
// result.
const input = new Float32Array([1, 2, 3, 4, 5, 6, 7, 8]);
const storage = device.createBuffer({
  size: input.byteLength,
  usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.STORAGE |
    GPUBufferUsage.COPY_SRC,
});
device.queue.writeBuffer(storage, 0, input);
const readback = device.createBuffer({
  size: input.byteLength,
  usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ,
});

// A pipeline ties the shader to its entry point; a bind group connects the buffer to
// `@binding(0)`. The command encoder records the compute pass and the copy, and `submit` sends
// them to the GPU in one go.
const pipeline = device.createComputePipeline({
  layout: "auto",
  compute: { module: shader, entryPoint: "square" },
});
const bindGroup = device.createBindGroup({
  layout: pipeline.getBindGroupLayout(0),
  entries: [{ binding: 0, resource: { buffer: storage } }],
});
const commands = device.createCommandEncoder();
const compute = commands.beginComputePass();
compute.setPipeline(pipeline);
compute.setBindGroup(0, bindGroup);
compute.dispatchWorkgroups(Math.ceil(input.length / 32));
compute.end();
commands.copyBufferToBuffer(storage, 0, readback, 0, input.byteLength);
device.queue.submit([commands.finish()]);

// `mapAsync` waits until the GPU has finished and the data can be read. Copy it out before
// `unmap`, which hands the memory back to the GPU.
await readback.mapAsync(GPUMapMode.READ);
const result = new Float32Array(readback.getMappedRange().slice(0));
readback.unmap();
console.log("squares:", result.join(" "));
device.destroy();

/* Output:
squares: 1 4 9 16 25 36 49 64
*/
