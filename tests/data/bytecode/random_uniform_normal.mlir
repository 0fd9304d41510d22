module @jit_random_uniform attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<4x5xf64> {jax.result_info = "result[0]"}, tensor<3xf64> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<4x5xf64>
    %1 = call @_normal(%arg0) : (tensor<2xui32>) -> tensor<3xf64>
    return %0, %1 : tensor<4x5xf64>, tensor<3xf64>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x5xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %c = stablehlo.constant dense<4607182418800017408> : tensor<ui64>
    %c_0 = stablehlo.constant dense<12> : tensor<ui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<5> : tensor<ui64>
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.convert %arg2 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4x5xui64>
    %9 = stablehlo.iota dim = 1 : tensor<4x5xui64>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<4x5xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<4x5xui64>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<4x5xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<4x5xui64>
    %14 = stablehlo.add %11, %13 : tensor<4x5xui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x5xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<4x5xui64>
    %17 = stablehlo.convert %14 : (tensor<4x5xui64>) -> tensor<4x5xui32>
    %18 = stablehlo.convert %16 : (tensor<4x5xui64>) -> tensor<4x5xui32>
    %19:2 = call @threefry2x32(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<4x5xui32>, tensor<4x5xui32>) -> (tensor<4x5xui32>, tensor<4x5xui32>)
    %20 = stablehlo.convert %19#0 : (tensor<4x5xui32>) -> tensor<4x5xui64>
    %21 = stablehlo.convert %19#1 : (tensor<4x5xui32>) -> tensor<4x5xui64>
    %22 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x5xui64>
    %23 = stablehlo.shift_left %20, %22 : tensor<4x5xui64>
    %24 = stablehlo.or %23, %21 : tensor<4x5xui64>
    %25 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x5xui64>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<4x5xui64>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x5xui64>
    %28 = stablehlo.or %26, %27 : tensor<4x5xui64>
    %29 = stablehlo.bitcast_convert %28 : (tensor<4x5xui64>) -> tensor<4x5xf64>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %31 = stablehlo.subtract %29, %30 : tensor<4x5xf64>
    %32 = stablehlo.subtract %3, %2 : tensor<1x1xf64>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<4x5xf64>
    %34 = stablehlo.multiply %31, %33 : tensor<4x5xf64>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<4x5xf64>
    %36 = stablehlo.add %34, %35 : tensor<4x5xf64>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<4x5xf64>
    %38 = stablehlo.maximum %37, %36 : tensor<4x5xf64>
    return %38 : tensor<4x5xf64>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x5xui32>, %arg3: tensor<4x5xui32>) -> (tensor<4x5xui32>, tensor<4x5xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<5> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x5xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i64>, tensor<i64>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i64>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i64>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i64>, tensor<i64>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x5xui32>, tensor<4x5xui32>
  }
  func.func private @closed_call(%arg0: tensor<i64>, %arg1: tensor<4x5xui32>, %arg2: tensor<4x5xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i64>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i64>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4x5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4x5xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4x5xui32>
    %9 = stablehlo.or %5, %8 : tensor<4x5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4x5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4x5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4x5xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4x5xui32>
    %19 = stablehlo.or %15, %18 : tensor<4x5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4x5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4x5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4x5xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4x5xui32>
    %29 = stablehlo.or %25, %28 : tensor<4x5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4x5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4x5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4x5xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4x5xui32>
    %39 = stablehlo.or %35, %38 : tensor<4x5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4x5xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %42 = stablehlo.add %33, %41 : tensor<4x5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %44 = stablehlo.add %40, %43 : tensor<4x5xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i64>
    %46 = stablehlo.convert %45 : (tensor<i64>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x5xui32>
    %48 = stablehlo.add %44, %47 : tensor<4x5xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i64>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<3xf64> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<3xf64>
    return %0 : tensor<3xf64>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<3xf64> {
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<1.6536545626831027> : tensor<3xf64>
    %cst_2 = stablehlo.constant dense<0.24015818242558962> : tensor<3xf64>
    %cst_3 = stablehlo.constant dense<-0.0060336708714301491> : tensor<3xf64>
    %cst_4 = stablehlo.constant dense<-7.4070253416626698E-4> : tensor<3xf64>
    %cst_5 = stablehlo.constant dense<3.0838856104922208> : tensor<3xf64>
    %cst_6 = stablehlo.constant dense<1.8673420803405714E-4> : tensor<3xf64>
    %cst_7 = stablehlo.constant dense<1.0052589676941592> : tensor<3xf64>
    %cst_8 = stablehlo.constant dense<-1.3882523362786469E-5> : tensor<3xf64>
    %cst_9 = stablehlo.constant dense<4.8499064014085844> : tensor<3xf64>
    %cst_10 = stablehlo.constant dense<0.0053709145535900636> : tensor<3xf64>
    %cst_11 = stablehlo.constant dense<-1.3654692000834679E-6> : tensor<3xf64>
    %cst_12 = stablehlo.constant dense<1.0103004648645344> : tensor<3xf64>
    %cst_13 = stablehlo.constant dense<-0.0037512085075692412> : tensor<3xf64>
    %cst_14 = stablehlo.constant dense<4.2347877827932404E-7> : tensor<3xf64>
    %cst_15 = stablehlo.constant dense<-1.3871931833623122E-4> : tensor<3xf64>
    %cst_16 = stablehlo.constant dense<0.0024914420961078508> : tensor<3xf64>
    %cst_17 = stablehlo.constant dense<-2.9070369957882005E-8> : tensor<3xf64>
    %cst_18 = stablehlo.constant dense<-2.1503011930044477E-4> : tensor<3xf64>
    %cst_19 = stablehlo.constant dense<-0.0016882755560235047> : tensor<3xf64>
    %cst_20 = stablehlo.constant dense<-4.1126339803469837E-9> : tensor<3xf64>
    %cst_21 = stablehlo.constant dense<7.5995277030017761E-5> : tensor<3xf64>
    %cst_22 = stablehlo.constant dense<9.5328937973738049E-4> : tensor<3xf64>
    %cst_23 = stablehlo.constant dense<1.0512122733215323E-9> : tensor<3xf64>
    %cst_24 = stablehlo.constant dense<-1.9681778105531671E-5> : tensor<3xf64>
    %cst_25 = stablehlo.constant dense<-3.5503752036284748E-4> : tensor<3xf64>
    %cst_26 = stablehlo.constant dense<-5.4154120542946279E-11> : tensor<3xf64>
    %cst_27 = stablehlo.constant dense<4.5260625972231537E-6> : tensor<3xf64>
    %cst_28 = stablehlo.constant dense<2.4031110387097894E-5> : tensor<3xf64>
    %cst_29 = stablehlo.constant dense<-1.2975133253453532E-11> : tensor<3xf64>
    %cst_30 = stablehlo.constant dense<-9.9298272942317003E-7> : tensor<3xf64>
    %cst_31 = stablehlo.constant dense<6.8284851459573175E-5> : tensor<3xf64>
    %cst_32 = stablehlo.constant dense<2.6335093153082323E-12> : tensor<3xf64>
    %cst_33 = stablehlo.constant dense<2.2900482228026655E-7> : tensor<3xf64>
    %cst_34 = stablehlo.constant dense<-4.7318229009055734E-5> : tensor<3xf64>
    %cst_35 = stablehlo.constant dense<-8.1519341976054721E-14> : tensor<3xf64>
    %cst_36 = stablehlo.constant dense<-6.7711997758452339E-8> : tensor<3xf64>
    %cst_37 = stablehlo.constant dense<1.2475304481671779E-5> : tensor<3xf64>
    %cst_38 = stablehlo.constant dense<-4.0545662729752069E-14> : tensor<3xf64>
    %cst_39 = stablehlo.constant dense<2.9147953450901081E-8> : tensor<3xf64>
    %cst_40 = stablehlo.constant dense<2.9234449089955446E-6> : tensor<3xf64>
    %cst_41 = stablehlo.constant dense<6.6376381343583238E-15> : tensor<3xf64>
    %cst_42 = stablehlo.constant dense<-1.496002662714924E-8> : tensor<3xf64>
    %cst_43 = stablehlo.constant dense<-4.013867526981546E-6> : tensor<3xf64>
    %cst_44 = stablehlo.constant dense<2.0972767875968562E-17> : tensor<3xf64>
    %cst_45 = stablehlo.constant dense<7.6157012080783394E-9> : tensor<3xf64>
    %cst_46 = stablehlo.constant dense<1.5027403968909828E-6> : tensor<3xf64>
    %cst_47 = stablehlo.constant dense<-1.3331716628546209E-16> : tensor<3xf64>
    %cst_48 = stablehlo.constant dense<-3.789465440126737E-9> : tensor<3xf64>
    %cst_49 = stablehlo.constant dense<1.8239629214389228E-8> : tensor<3xf64>
    %cst_50 = stablehlo.constant dense<1.1157877678025181E-17> : tensor<3xf64>
    %cst_51 = stablehlo.constant dense<1.5076572693500548E-9> : tensor<3xf64>
    %cst_52 = stablehlo.constant dense<-2.7517406297064545E-7> : tensor<3xf64>
    %cst_53 = stablehlo.constant dense<1.28584807152564E-18> : tensor<3xf64>
    %cst_54 = stablehlo.constant dense<-2.5556418169965252E-10> : tensor<3xf64>
    %cst_55 = stablehlo.constant dense<9.075656193888539E-8> : tensor<3xf64>
    %cst_56 = stablehlo.constant dense<-1.6850591381820166E-19> : tensor<3xf64>
    %cst_57 = stablehlo.constant dense<-2.7109920616438573E-11> : tensor<3xf64>
    %cst_58 = stablehlo.constant dense<2.2137376921775787E-9> : tensor<3xf64>
    %cst_59 = stablehlo.constant dense<-3.6444120640178197E-21> : tensor<3xf64>
    %cst_60 = stablehlo.constant dense<5.000000e+00> : tensor<3xf64>
    %cst_61 = stablehlo.constant dense<3.250000e+00> : tensor<3xf64>
    %cst_62 = stablehlo.constant dense<3.125000e+00> : tensor<3xf64>
    %cst_63 = stablehlo.constant dense<1.600000e+01> : tensor<3xf64>
    %cst_64 = stablehlo.constant dense<6.250000e+00> : tensor<3xf64>
    %cst_65 = stablehlo.constant dense<1.4142135623730951> : tensor<f64>
    %cst_66 = stablehlo.constant dense<-0.99999999999999988> : tensor<f64>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = call @_uniform_0(%arg0, %cst_66, %cst_67) : (tensor<2xui32>, tensor<f64>, tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.negate %0 : tensor<3xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<3xf64>
    %3 = stablehlo.log_plus_one %2 : tensor<3xf64>
    %4 = stablehlo.negate %3 : tensor<3xf64>
    %5 = stablehlo.compare LT, %4, %cst_64 : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %6 = stablehlo.compare LT, %4, %cst_63 : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %7 = stablehlo.sqrt %4 : tensor<3xf64>
    %8 = stablehlo.subtract %4, %cst_62 : tensor<3xf64>
    %9 = stablehlo.select %6, %cst_61, %cst_60 : tensor<3xi1>, tensor<3xf64>
    %10 = stablehlo.subtract %7, %9 : tensor<3xf64>
    %11 = stablehlo.select %5, %8, %10 : tensor<3xi1>, tensor<3xf64>
    %12 = stablehlo.select %5, %cst_59, %cst_58 : tensor<3xi1>, tensor<3xf64>
    %13 = stablehlo.select %6, %12, %cst_57 : tensor<3xi1>, tensor<3xf64>
    %14 = stablehlo.select %5, %cst_56, %cst_55 : tensor<3xi1>, tensor<3xf64>
    %15 = stablehlo.select %6, %14, %cst_54 : tensor<3xi1>, tensor<3xf64>
    %16 = stablehlo.multiply %13, %11 : tensor<3xf64>
    %17 = stablehlo.add %15, %16 : tensor<3xf64>
    %18 = stablehlo.select %5, %cst_53, %cst_52 : tensor<3xi1>, tensor<3xf64>
    %19 = stablehlo.select %6, %18, %cst_51 : tensor<3xi1>, tensor<3xf64>
    %20 = stablehlo.multiply %17, %11 : tensor<3xf64>
    %21 = stablehlo.add %19, %20 : tensor<3xf64>
    %22 = stablehlo.select %5, %cst_50, %cst_49 : tensor<3xi1>, tensor<3xf64>
    %23 = stablehlo.select %6, %22, %cst_48 : tensor<3xi1>, tensor<3xf64>
    %24 = stablehlo.multiply %21, %11 : tensor<3xf64>
    %25 = stablehlo.add %23, %24 : tensor<3xf64>
    %26 = stablehlo.select %5, %cst_47, %cst_46 : tensor<3xi1>, tensor<3xf64>
    %27 = stablehlo.select %6, %26, %cst_45 : tensor<3xi1>, tensor<3xf64>
    %28 = stablehlo.multiply %25, %11 : tensor<3xf64>
    %29 = stablehlo.add %27, %28 : tensor<3xf64>
    %30 = stablehlo.select %5, %cst_44, %cst_43 : tensor<3xi1>, tensor<3xf64>
    %31 = stablehlo.select %6, %30, %cst_42 : tensor<3xi1>, tensor<3xf64>
    %32 = stablehlo.multiply %29, %11 : tensor<3xf64>
    %33 = stablehlo.add %31, %32 : tensor<3xf64>
    %34 = stablehlo.select %5, %cst_41, %cst_40 : tensor<3xi1>, tensor<3xf64>
    %35 = stablehlo.select %6, %34, %cst_39 : tensor<3xi1>, tensor<3xf64>
    %36 = stablehlo.multiply %33, %11 : tensor<3xf64>
    %37 = stablehlo.add %35, %36 : tensor<3xf64>
    %38 = stablehlo.select %5, %cst_38, %cst_37 : tensor<3xi1>, tensor<3xf64>
    %39 = stablehlo.select %6, %38, %cst_36 : tensor<3xi1>, tensor<3xf64>
    %40 = stablehlo.multiply %37, %11 : tensor<3xf64>
    %41 = stablehlo.add %39, %40 : tensor<3xf64>
    %42 = stablehlo.select %5, %cst_35, %cst_34 : tensor<3xi1>, tensor<3xf64>
    %43 = stablehlo.select %6, %42, %cst_33 : tensor<3xi1>, tensor<3xf64>
    %44 = stablehlo.multiply %41, %11 : tensor<3xf64>
    %45 = stablehlo.add %43, %44 : tensor<3xf64>
    %46 = stablehlo.select %5, %cst_32, %cst_31 : tensor<3xi1>, tensor<3xf64>
    %47 = stablehlo.select %6, %46, %cst_30 : tensor<3xi1>, tensor<3xf64>
    %48 = stablehlo.multiply %45, %11 : tensor<3xf64>
    %49 = stablehlo.add %47, %48 : tensor<3xf64>
    %50 = stablehlo.select %5, %cst_29, %cst_28 : tensor<3xi1>, tensor<3xf64>
    %51 = stablehlo.select %6, %50, %cst_27 : tensor<3xi1>, tensor<3xf64>
    %52 = stablehlo.multiply %49, %11 : tensor<3xf64>
    %53 = stablehlo.add %51, %52 : tensor<3xf64>
    %54 = stablehlo.select %5, %cst_26, %cst_25 : tensor<3xi1>, tensor<3xf64>
    %55 = stablehlo.select %6, %54, %cst_24 : tensor<3xi1>, tensor<3xf64>
    %56 = stablehlo.multiply %53, %11 : tensor<3xf64>
    %57 = stablehlo.add %55, %56 : tensor<3xf64>
    %58 = stablehlo.select %5, %cst_23, %cst_22 : tensor<3xi1>, tensor<3xf64>
    %59 = stablehlo.select %6, %58, %cst_21 : tensor<3xi1>, tensor<3xf64>
    %60 = stablehlo.multiply %57, %11 : tensor<3xf64>
    %61 = stablehlo.add %59, %60 : tensor<3xf64>
    %62 = stablehlo.select %5, %cst_20, %cst_19 : tensor<3xi1>, tensor<3xf64>
    %63 = stablehlo.select %6, %62, %cst_18 : tensor<3xi1>, tensor<3xf64>
    %64 = stablehlo.multiply %61, %11 : tensor<3xf64>
    %65 = stablehlo.add %63, %64 : tensor<3xf64>
    %66 = stablehlo.select %5, %cst_17, %cst_16 : tensor<3xi1>, tensor<3xf64>
    %67 = stablehlo.select %6, %66, %cst_15 : tensor<3xi1>, tensor<3xf64>
    %68 = stablehlo.multiply %65, %11 : tensor<3xf64>
    %69 = stablehlo.add %67, %68 : tensor<3xf64>
    %70 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3xi1>, tensor<3xf64>
    %71 = stablehlo.select %6, %70, %cst_12 : tensor<3xi1>, tensor<3xf64>
    %72 = stablehlo.multiply %69, %11 : tensor<3xf64>
    %73 = stablehlo.add %71, %72 : tensor<3xf64>
    %74 = stablehlo.select %5, %cst_11, %cst_10 : tensor<3xi1>, tensor<3xf64>
    %75 = stablehlo.select %6, %74, %cst_9 : tensor<3xi1>, tensor<3xf64>
    %76 = stablehlo.multiply %73, %11 : tensor<3xf64>
    %77 = stablehlo.add %75, %76 : tensor<3xf64>
    %78 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3xi1>, tensor<3xf64>
    %79 = stablehlo.multiply %77, %11 : tensor<3xf64>
    %80 = stablehlo.add %78, %79 : tensor<3xf64>
    %81 = stablehlo.select %6, %80, %77 : tensor<3xi1>, tensor<3xf64>
    %82 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3xi1>, tensor<3xf64>
    %83 = stablehlo.multiply %81, %11 : tensor<3xf64>
    %84 = stablehlo.add %82, %83 : tensor<3xf64>
    %85 = stablehlo.select %6, %84, %81 : tensor<3xi1>, tensor<3xf64>
    %86 = stablehlo.multiply %85, %11 : tensor<3xf64>
    %87 = stablehlo.add %cst_4, %86 : tensor<3xf64>
    %88 = stablehlo.select %5, %87, %85 : tensor<3xi1>, tensor<3xf64>
    %89 = stablehlo.multiply %88, %11 : tensor<3xf64>
    %90 = stablehlo.add %cst_3, %89 : tensor<3xf64>
    %91 = stablehlo.select %5, %90, %88 : tensor<3xi1>, tensor<3xf64>
    %92 = stablehlo.multiply %91, %11 : tensor<3xf64>
    %93 = stablehlo.add %cst_2, %92 : tensor<3xf64>
    %94 = stablehlo.select %5, %93, %91 : tensor<3xi1>, tensor<3xf64>
    %95 = stablehlo.multiply %94, %11 : tensor<3xf64>
    %96 = stablehlo.add %cst_1, %95 : tensor<3xf64>
    %97 = stablehlo.select %5, %96, %94 : tensor<3xi1>, tensor<3xf64>
    %98 = stablehlo.multiply %97, %0 : tensor<3xf64>
    %99 = stablehlo.abs %0 : tensor<3xf64>
    %100 = stablehlo.compare EQ, %99, %cst_0 : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %101 = stablehlo.multiply %0, %cst : tensor<3xf64>
    %102 = stablehlo.select %100, %101, %98 : tensor<3xi1>, tensor<3xf64>
    %103 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %104 = stablehlo.multiply %103, %102 : tensor<3xf64>
    return %104 : tensor<3xf64>
  }
  func.func private @_uniform_0(%arg0: tensor<2xui32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<3xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %c = stablehlo.constant dense<4607182418800017408> : tensor<ui64>
    %c_0 = stablehlo.constant dense<12> : tensor<ui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3xui64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<3xui64>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<3xui64>
    %11 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %12 = stablehlo.convert %10 : (tensor<3xui64>) -> tensor<3xui32>
    %13:2 = call @threefry2x32_1(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %14 = stablehlo.convert %13#0 : (tensor<3xui32>) -> tensor<3xui64>
    %15 = stablehlo.convert %13#1 : (tensor<3xui32>) -> tensor<3xui64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %17 = stablehlo.shift_left %14, %16 : tensor<3xui64>
    %18 = stablehlo.or %17, %15 : tensor<3xui64>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<3xui64>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %22 = stablehlo.or %20, %21 : tensor<3xui64>
    %23 = stablehlo.bitcast_convert %22 : (tensor<3xui64>) -> tensor<3xf64>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %25 = stablehlo.subtract %23, %24 : tensor<3xf64>
    %26 = stablehlo.subtract %1, %0 : tensor<1xf64>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<1xf64>) -> tensor<3xf64>
    %28 = stablehlo.multiply %25, %27 : tensor<3xf64>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf64>) -> tensor<3xf64>
    %30 = stablehlo.add %28, %29 : tensor<3xf64>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf64>) -> tensor<3xf64>
    %32 = stablehlo.maximum %31, %30 : tensor<3xf64>
    return %32 : tensor<3xf64>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<5> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i64>, tensor<i64>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i64>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i64>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i64>, tensor<i64>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i64>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i64>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i64>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i64>
    %46 = stablehlo.convert %45 : (tensor<i64>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i64>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}
