// layer_norm: layer norm (jnp.mean, jnp.square, lax.rsqrt)
// Lowered by JAX 0.10.2 (jax.jit(f).lower(*args).as_text()); @xla_within_bound checks
// XLA:CPU's outputs on the arguments below (accepted within hloref's bound).
module @jit_layer_norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf32>) -> (tensor<3x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x8xf32>
    %6 = chlo.square %5 : tensor<3x8xf32> -> tensor<3x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<3x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<3x8xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<3x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<3x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x8xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<3x8xf32>
    return %17 : tensor<3x8xf32>
  }

  func.func @xla_within_bound() {
    %a0 = stablehlo.constant dense<[[0.7246909737586975, -0.20269864797592163, -1.460665225982666, 0.17597083747386932, -0.6364888548851013, -0.969826340675354, 0.05541093647480011, 0.10981831699609756],
 [-0.18049262464046478, -0.7742688059806824, -0.9858678579330444, 0.006320581305772066, 1.2224853038787842, -1.604310154914856, -0.657181978225708, -0.16235828399658203],
 [-0.15873798727989197, -0.5927634239196777, 1.9285064935684204, 0.399799108505249, -0.9853834509849548, -1.8821308612823486, -0.1721498668193817, 1.4794687032699585]]> : tensor<3x8xf32>
    %r:1 = func.call @main(%a0) : (tensor<3x8xf32>) -> (tensor<3x8xf32>)
    check.expect_eq_const %r#0, dense<[[1.515448808670044, 0.11026842892169952, -1.7958019971847534, 0.6840282678604126, -0.5470103025436401, -1.052083134651184, 0.5013560056686401, 0.5837939977645874],
 [0.2701580226421356, -0.4884175956249237, -0.7587448954582214, 0.5088202953338623, 2.0625250339508057, -1.5488325357437134, -0.33883392810821533, 0.2933254539966583],
 [-0.13722100853919983, -0.5075705051422119, 1.643803596496582, 0.33937302231788635, -0.8425891995429993, -1.6077746152877808, -0.14866521954536438, 1.2606441974639893]]> : tensor<3x8xf32>
    func.return
  }
}
